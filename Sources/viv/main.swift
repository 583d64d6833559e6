print("viv")

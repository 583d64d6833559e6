print("vivariumd: not built yet")

"""CPython's side of the interpreter kernels (kernels.swift, the same algorithms).

usage: kernels.py NAME:ARG ...  -> one JSON line per kernel: name, arg, result, seconds (best of 5)
"""
import json
import sys
import time


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def loopArithmetic(n):
    total = 0
    i = 0
    while i < n:
        total = (total + i * 7) % 1_000_003
        i += 1
    return total


def appends(n):
    numbers = []
    for i in range(n):
        numbers.append(i)
    return len(numbers)


def sortNumbers(n):
    numbers = []
    seed = 42
    for _ in range(n):
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        numbers.append(seed)
    s = sorted(numbers)
    return s[0] + s[n // 2] + s[n - 1]


def dictionaryCounts(n):
    counts = {}
    for i in range(n):
        key = i * 31 % 97
        counts[key] = counts.get(key, 0) + 1
    return len(counts) * 1_000 + counts.get(5, 0)


class Item:
    __slots__ = ("id", "score", "done")

    def __init__(self, id, score, done):
        self.id = id
        self.score = score
        self.done = done


def structPipeline(n):
    items = []
    for i in range(n):
        items.append(Item(i, i % 13, i % 3 == 0))
    open_items = [item for item in items if not item.done]
    scores = [item.score * 2 for item in open_items]
    return sum(scores)


class ListNode:
    def __init__(self, value, next):
        self.value = value
        self.next = next


def linkedList(n):
    head = None
    for i in range(n):
        head = ListNode(i, head)
    total = 0
    cursor = head
    while cursor is not None:
        total += cursor.value
        cursor = cursor.next
    return total


class Tally:
    __slots__ = ("total",)

    def __init__(self):
        self.total = 0

    def add(self, x):
        self.total += x


def methodCalls(n):
    tally = Tally()
    for i in range(n):
        tally.add(i % 7)
    return tally.total


class Stack:
    __slots__ = ("items",)

    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def peek(self):
        return self.items[len(self.items) - 1]


def structMethods(n):
    stack = Stack()
    total = 0
    for i in range(n):
        stack.push(i % 7)
        total += stack.peek()
    return total


if __name__ == "__main__":
    sys.setrecursionlimit(10_000)
    for spec in sys.argv[1:]:
        name, arg = spec.split(":")
        function = globals()[name]
        best = None
        for _ in range(5):
            start = time.perf_counter()
            result = function(int(arg))
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        print(json.dumps({"name": name, "arg": int(arg), "result": result, "seconds": best}), flush=True)

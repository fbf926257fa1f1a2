# Graphs for the benchmarks, as edges A-B comma-separated (node Kayles' graphs, or green Hackenbush's drawings on the
# ground, vertex 0). Sourced by sum-outcomes.sh and nodekayles-solvers.sh.

# random_edges SEED VERTICES EDGES [BACK]: a connected graph, each vertex joined to one of the BACK before it (any
# before it, without BACK), then random edges up to EDGES, as edges A-B: node Kayles' graphs, or a Hackenbush drawing
# on the ground (vertex 0).
random_edges() {
  python3 -c 'import random, sys
seed, n, m, back = map(int, sys.argv[1:])
r = random.Random(seed)
edges = set()
for i in range(1, n):
    edges.add((r.randrange(max(0, i - back) if back else 0, i), i))
while len(edges) < m:
    a, b = r.sample(range(n), 2)
    edges.add((min(a, b), max(a, b)))
print(",".join(f"{a}-{b}" for a, b in sorted(edges)))' "$1" "$2" "$3" "${4:-0}"
}

# grid_edges WIDTH HEIGHT: the grid graph of WIDTH x HEIGHT vertices, numbered row by row from 0.
grid_edges() {
  python3 -c 'import sys
w, h = map(int, sys.argv[1:])
edges = [f"{v}-{v + 1}" for v in range(w * h) if v % w < w - 1]
edges += [f"{v}-{v + w}" for v in range(w * (h - 1))]
print(",".join(sorted(edges, key=lambda e: tuple(map(int, e.split("-"))))))' "$1" "$2"
}

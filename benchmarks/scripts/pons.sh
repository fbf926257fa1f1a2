# Pascal Pons' Connect Four solver (https://github.com/PascalPons/connect4), built here from its public source with no
# opening book, for the scripts that run beside it. Source this file after setting $work, a scratch folder.

# pons_fetch [SOURCE]: sets pons_source to SOURCE (a checkout or a bare git directory), or clones the solver from
# GitHub into $work when none is given.
pons_fetch() {
  if [ -n "${1:-}" ]; then
    pons_source=$1
  else
    git clone -q https://github.com/PascalPons/connect4 "$work/pons-source"
    pons_source="$work/pons-source"
  fi
}

# build_pons WIDTH HEIGHT: builds the solver of pons_source for that board into $work/pons-WxH/c4solver.
build_pons() {
  local dir="$work/pons-$1x$2"
  mkdir -p "$dir"
  if [ -d "$pons_source/.git" ] || [ -f "$pons_source/.git" ]; then
    git -C "$pons_source" archive HEAD | tar -x -C "$dir"
  else
    git --git-dir="$pons_source" archive HEAD | tar -x -C "$dir"
  fi
  sed -i "s/static constexpr int WIDTH = 7;/static constexpr int WIDTH = $1;/; s/static constexpr int HEIGHT = 6;/static constexpr int HEIGHT = $2;/" \
    "$dir/Position.hpp"
  make -s -C "$dir" c4solver > /dev/null
  build_pons_timed "$dir"
}

# build_pons_timed DIR: beside DIR/c4solver, DIR/c4solver-timed: the same solver, its answers the same, that also
# writes to standard error, for each line it solves, the microseconds its solve() took (steady_clock). So a script can
# time the search inside Pons' solver as it times nimber's (run's solveNanos), without the process's start: allocating
# and clearing its table of 2^24 entries, about 0.1 s here, a fifth of the 6 x 4 set.
build_pons_timed() {
  local solve='int score = solver.solve(P, weak);'
  if ! grep -qF "$solve" "$1/main.cpp"; then
    echo "pons.sh: $1/main.cpp has no line '$solve' to time; the solver's source has changed" >&2
    return 1
  fi
  sed "s|$solve|auto solve_start = std::chrono::steady_clock::now(); $solve std::cerr << std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - solve_start).count() << std::endl;|" \
    "$1/main.cpp" | sed '1i #include <chrono>' > "$1/main-timed.cpp"
  (cd "$1" && g++ --std=c++11 -W -Wall -O3 -DNDEBUG -o c4solver-timed main-timed.cpp Solver.cpp)
}

# pons_inside_seconds ERRORS: the seconds inside Pons' solver over a set, from c4solver-timed's standard error.
pons_inside_seconds() {
  awk '/^[0-9]+$/ { us += $1 } END { printf "%.3f\n", us / 1e6 }' "$1"
}

# connect_set_yaml WIDTH HEIGHT SET: a nimber run config asking the remoteness of each position of SET, one a line as
# the columns played from 1 (Pons' solver's input), on the Connect Four board WIDTH x HEIGHT.
connect_set_yaml() {
  echo "game: connect"
  echo "question: remoteness"
  echo "params: {width: $1, height: $2, k: 4, gravity: true}"
  echo "instances:"
  sed 's/./&,/g; s/,$//; s/.*/  - moves: "&"/' "$3"
}

# random_positions WIDTH HEIGHT COUNT SEED [MIN_STONES [MAX_STONES]]: COUNT move sequences (columns from 1), drawn
# from SEED, each of a length from MIN_STONES (default 0) to MAX_STONES (default two short of a full board), none
# making a line and none leaving the player to move a win at once (Pons' solver takes no other).
random_positions() {
  python3 - "$@" <<'PY'
import random, sys
w, h, count, seed = map(int, sys.argv[1:5])
least = int(sys.argv[5]) if len(sys.argv) > 5 else 0
most = int(sys.argv[6]) if len(sys.argv) > 6 else w * h - 2
rng = random.Random(seed)
def line(board, col, row, who):
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for s in (1, -1):
            c, r = col + s * dc, row + s * dr
            while 0 <= c < w and 0 <= r < h and board[c][r] == who:
                n += 1; c += s * dc; r += s * dr
        if n >= 4:
            return True
    return False
def wins_now(board, heights, who):
    return any(heights[c] < h and line(board, c, heights[c], who) for c in range(w))
made = 0
while made < count:
    length = rng.randrange(least, most + 1)
    board = [[0] * h for _ in range(w)]; heights = [0] * w; seq = []
    ok = True
    for i in range(length):
        who = 1 + i % 2
        cols = [c for c in range(w) if heights[c] < h and not line(board, c, heights[c], who)]
        if not cols:
            ok = False; break
        c = rng.choice(cols)
        board[c][heights[c]] = who; heights[c] += 1; seq.append(c + 1)
    if ok and not wins_now(board, heights, 1 + len(seq) % 2):
        print("".join(map(str, seq)))
        made += 1
PY
}

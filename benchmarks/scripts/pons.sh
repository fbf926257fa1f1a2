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

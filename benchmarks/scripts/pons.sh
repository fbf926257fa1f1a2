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

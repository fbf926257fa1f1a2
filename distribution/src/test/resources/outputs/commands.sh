./nimber --version
./nimber --help
./nimber list
./nimber solve thuemorse n=387 m=22
./nimber solve thuemorse n=387 m=22 -q move
./nimber solve rulestones rules=5:5,2:2,10:3 m=30 --format json
./nimber run examples/thuemorse.yaml
./nimber run examples/thuemorse.yaml --format json
./nimber table thuemorse --over n=0..30 m=3
./nimber table thuemorse --over n=0..10^4 m=3 --solver automaton -q outcome -q count
./nimber table octal --over heaps=0..40 code=0.77 -q grundy --format json
./nimber solve connect width=3 height=3 k=3 moves=5 -q moves
./nimber solve connect width=5 height=4 k=4 gravity=true -q remoteness
./nimber solve connect width=4 height=4 k=4 gravity=true -q move --method weak --verbose
./nimber solve octal code=0.77 heaps=10^18,7 -q move
./nimber solve chomp width=5 height=4 -q move
./nimber solve cram width=4 height=3 -q grundy
./nimber solve wythoff a=10 b=16 -q remoteness
./nimber solve nodekayles graph=0-1,1-2,2-3,3-4,4-0 -q grundy
./nimber solve hackenbush --help
./nimber --plugins examples/games/northcott.java table northcott --over width=2..7 rows=3 -q remoteness
./nimber --plugins examples/games/lasker.java solve lasker heaps=7,3 -q move
./nimber pack examples/games/lasker.java --out lasker.jar
./nimber --plugins lasker.jar solve lasker heaps=7,3,1 -q grundy
./nimber plot thuemorse --x n=0..120 --y m=1..30 --out thuemorse.png
./nimber show octal code=0.77 heaps=7,4 --out kayles.png
./nimber show connect width=3 height=3 k=3 --moves 4,1
./nimber db build connect width=4 height=3 k=3 gravity=true --db c43
./nimber db info c43
./nimber db verify c43
./nimber solve connect width=4 height=3 k=3 gravity=true --db c43 -q move
printf '1\n1\n1\n1\n1\n1\n1\n1\nquit\n' | ./nimber play thuemorse n=20 m=3
printf '387 22\n5 1\n100 7\n' | ./nimber judge thuemorse
printf '10 3\n7 2\n' | ./nimber judge staircase
./nimber verify thuemorse --max 8 --random 0 --solver automaton
./nimber solve thuemorse n=-1 m=3
./nimber solve nosuchgame n=1
./nimber solve thuemorse n=387 m=22 -q nosuchquestion
./nimber table thuemorse --over n=0..x m=3
./nimber solve thuemorse n=387 m=22 --solver nosuchsolver
./nimber --method nosuchmethod solve thuemorse n=387 m=22
./nimber serve --port 70000
./nimber db info no-such-folder
./nimber pack no-such-file.txt

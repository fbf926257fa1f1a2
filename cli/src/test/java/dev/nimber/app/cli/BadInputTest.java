package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.engine.GameSearch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input on every path — the command line, config files, judge input, table and plot ranges,
 * output files — ends in the right exit code (2 for what the user can fix, 1 for a solver that
 * could not answer), exactly one line on standard error that names the culprit and what is allowed,
 * and nothing on standard output but the answers before the mistake. {@code {dir}} in a case stands
 * for a fresh folder holding the case's files.
 */
class BadInputTest {

  @TempDir Path folder;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  /**
   * One bad input.
   *
   * @param name what it tries
   * @param args the command line
   * @param stdin standard input
   * @param files files written into the case's folder first, by name
   * @param exitCode the exit code expected
   * @param out standard output expected: the answers before the mistake, if any
   * @param err the one line expected on standard error
   * @param latin1 whether the files are written one byte per character (to make text that is not
   *     UTF-8)
   */
  record Case(
      String name,
      List<String> args,
      String stdin,
      Map<String, String> files,
      int exitCode,
      String out,
      String err,
      boolean latin1) {

    Case withFiles(Map<String, String> files) {
      return new Case(name, args, stdin, files, exitCode, out, err, latin1);
    }

    Case withIn(String stdin) {
      return new Case(name, args, stdin, files, exitCode, out, err, latin1);
    }

    Case withOut(String out) {
      return new Case(name, args, stdin, files, exitCode, out, err, latin1);
    }

    Case writtenAsLatin1() {
      return new Case(name, args, stdin, files, exitCode, out, err, true);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Case> cases() {
    return Stream.of(
        // Output that would be lost or would replace what the user owns.
        usage(
                "plot into an existing folder",
                "nimber: --out '{dir}/plots.png' is a folder; name a file in it",
                "plot",
                "thuemorse",
                "--x",
                "n=0..10",
                "m=3",
                "--out",
                "{dir}/plots.png")
            .withFiles(Map.of("plots.png/keep.txt", "kept")),
        usage(
            "plot into a missing folder",
            "nimber: --out '{dir}/missing/x.png': the folder '{dir}/missing' does not exist",
            "plot",
            "thuemorse",
            "--x",
            "n=0..10",
            "m=3",
            "--out",
            "{dir}/missing/x.png"),
        usage(
            "a solver asked of a database",
            "nimber: --db answers from the database, so --solver does not apply; leave one of them out",
            "solve",
            "thuemorse",
            "n=10",
            "m=3",
            "--solver",
            "classic",
            "--db",
            "{dir}/db"),
        usage(
            "a solver to play by and a database",
            "nimber: --db plays from the database, so --solver does not apply; leave one of them out",
            "play",
            "thuemorse",
            "n=10",
            "m=3",
            "--solver",
            "classic",
            "--db",
            "{dir}/db"),
        usage(
            "a solver for a table from databases",
            "nimber: --db answers from the databases, so --solver does not apply; leave one of them"
                + " out",
            "table",
            "thuemorse",
            "--over",
            "n=0..3",
            "m=3",
            "--solver",
            "classic",
            "--db",
            "{dir}/db"),
        usage(
            "plot into a file that is no picture",
            "nimber: --out '{dir}/x.txt' must end in .png or .svg",
            "plot",
            "thuemorse",
            "--x",
            "n=0..10",
            "m=3",
            "--out",
            "{dir}/x.txt"),

        // The guard that follows from memory, and its settings.
        usage(
            "a search far beyond its budget is refused at once",
            "nimber: the search would visit at least 1000000000000000001 positions to answer 'grundy' from this"
                + " instance, and its budget is {budget} positions; raise it with NIMBER_OPTS=-Dnimber.search.budget=N"
                + " (and the heap with -Xmx<size>); other solvers of game 'thuemorse' that answer 'grundy': none",
            "solve",
            "thuemorse",
            "n=10^18",
            "m=3",
            "-q",
            "grundy"),
        usage(
            "the search's remoteness of a billion piles",
            "nimber: the search would visit at least 1000000001 positions to answer 'remoteness' from this instance,"
                + " and its budget is {budget} positions; raise it with NIMBER_OPTS=-Dnimber.search.budget=N (and the"
                + " heap with -Xmx<size>); other solvers of game 'thuemorse' that answer 'remoteness': none",
            "solve",
            "thuemorse",
            "n=10^9",
            "m=3",
            "--solver",
            "search",
            "-q",
            "remoteness"),

        // Ranges check their fixed parameters before computing anything.
        usage(
            "table with a malformed fixed parameter",
            "nimber: parameter 'm': got 'abc'; allowed: an integer from 1 to 1000000 (decimal digits, or a power such"
                + " as 10^18)",
            "table",
            "thuemorse",
            "--over",
            "n=0..10",
            "m=abc"),
        usage(
            "table with a fixed parameter out of range",
            "nimber: parameter 'm': got '0'; allowed: an integer from 1 to 1000000",
            "table",
            "thuemorse",
            "--over",
            "n=0..10",
            "m=0"),
        usage(
            "table without a required parameter",
            "nimber: parameter 'm': got nothing; allowed: an integer from 1 to 1000000 (required)",
            "table",
            "thuemorse",
            "--over",
            "n=0..10"),
        usage(
            "table with an unknown parameter",
            "nimber: unknown parameter 'k'; this game's parameters are: n, m, from, to, limit",
            "table",
            "thuemorse",
            "--over",
            "n=0..10",
            "m=3",
            "k=1"),
        usage(
            "table with the range's parameter given again",
            "nimber: parameter 'n' is given both as a range, n=0..10, and as n=4",
            "table",
            "thuemorse",
            "--over",
            "n=0..10",
            "m=3",
            "n=4"),
        usage(
            "table over a parameter the game lacks",
            "nimber: game 'thuemorse' has no parameter 'k'; its parameters are: n, m, from, to, limit",
            "table",
            "thuemorse",
            "--over",
            "k=0..10",
            "m=3"),
        usage(
            "table where no value makes an instance",
            "nimber: no value of n from 0 to 5 makes an instance; at n=0: parameter 'm': got 10; allowed: at most n ="
                + " 0 coins, one per cell",
            "table",
            "staircase",
            "--over",
            "n=0..5",
            "m=10"),
        usage(
            "table over a range that is not one",
            "nimber: --over 'n=0..x': 'x' is not an integer of at most 2^20"
                + " bits (decimal digits, or a power such as 10^18)",
            "table",
            "thuemorse",
            "--over",
            "n=0..x",
            "m=3"),
        usage(
            "table over too many rows",
            "nimber: --over 'n=0..10^6' has 1000001 values; at most 100000",
            "table",
            "thuemorse",
            "--over",
            "n=0..10^6",
            "m=3"),
        usage(
            "plot with a fixed parameter out of range",
            "nimber: parameter 'm': got '0'; allowed: an integer from 1 to 1000000",
            "plot",
            "thuemorse",
            "--x",
            "n=0..10",
            "m=0",
            "--out",
            "{dir}/x.png"),
        usage(
            "plot with both ranges over one parameter",
            "nimber: parameter 'n' is given two ranges",
            "plot",
            "thuemorse",
            "--x",
            "n=0..10",
            "--y",
            "n=0..3",
            "--out",
            "{dir}/x.png"),

        // Config files: tags, shapes, numbers, files.
        usage(
                "a YAML tag in a config",
                "nimber: config file '{dir}/c.yaml', line 1: game: YAML tags such as"
                    + " 'tag:yaml.org,2002:python/object:os.system' are not allowed; write plain values",
                "run",
                "{dir}/c.yaml")
            .withFiles(
                Map.of(
                    "c.yaml", "game: !!python/object:os.system thuemorse\nparams: {n: 3, m: 2}\n")),
        usage(
                "instances given as a map",
                "nimber: config file '{dir}/c.yaml', line 5: 'instances' must be a list of parameter maps (like - n: 387),"
                    + " not a map",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "game: thuemorse\nparams:\n  m: 3\ninstances:\n  n: 5\n")),
        usage(
                ".inf for an integer in a config",
                "nimber: config file '{dir}/c.yaml', line 4: parameter 'n': got '.inf'; allowed: an integer from 0 upward"
                    + " (decimal digits, or a power such as 10^18)",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "game: thuemorse\nparams:\n  m: 3\n  n: .inf\n")),
        usage(
                ".nan for an integer in an instance",
                "nimber: config file '{dir}/c.yaml', line 5: instance 2 of 2: parameter 'm': got '.nan'; allowed: an"
                    + " integer from 1 to 1000000 (decimal digits, or a power such as 10^18)",
                "run",
                "{dir}/c.yaml")
            .withFiles(
                Map.of(
                    "c.yaml",
                    "game: thuemorse\nparams: {n: 3}\ninstances:\n"
                        + "  - {m: 2}\n  - {m: .nan}\n"))
            .withOut("Bob\n"),
        usage(
                "a config that is a list",
                "nimber: config file '{dir}/c.yaml', line 1: the file must be a mapping of"
                    + " keys (game, game-file, solver, question, params, plugins, instances, input), not a list",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "- game: thuemorse\n")),
        usage(
                "a key given twice",
                "nimber: config file '{dir}/c.yaml', line 2: key 'game' is given twice",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "game: thuemorse\ngame: staircase\n")),
        usage(
                "a config's input that is a folder",
                "nimber: config file '{dir}/c.yaml', line 2: input file '{dir}/lines' is a folder, not a file",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "game: thuemorse\ninput: lines\n", "lines/x", "")),
        usage(
                "a config's input that is missing",
                "nimber: config file '{dir}/c.yaml', line 2: input file '{dir}/lines.txt' does not exist",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "game: thuemorse\ninput: lines.txt\n")),
        usage(
            "a config that is a folder",
            "nimber: config file '{dir}' is a folder, not a file",
            "run",
            "{dir}"),
        usage(
            "a config that never ends",
            "nimber: config file '/dev/zero' has more than 3145728 bytes (3 MiB). Put"
                + " many instances in a file in the game's judge format and name it with 'input:'",
            "run",
            "/dev/zero"),
        usage(
                "a config that is not UTF-8",
                "nimber: config file '{dir}/c.yaml' is not UTF-8 text",
                "run",
                "{dir}/c.yaml")
            .withFiles(Map.of("c.yaml", "game: thuemorse\n\u00ff\n"))
            .writtenAsLatin1(),

        // Command-line options with bounds.
        usage(
                "threads beyond the bound",
                "nimber: --threads must be from 1 to 256, got 2147483647",
                "judge",
                "thuemorse",
                "--threads",
                "2147483647")
            .withIn("3 2\n"),
        usage(
                "a timeout of millions of days",
                "nimber: Invalid value for option '--timeout': 'P1000000D' is not a"
                    + " duration from 1ms to 7 days (see 'nimber judge --help')",
                "judge",
                "thuemorse",
                "--timeout",
                "P1000000D")
            .withIn("3 2\n"),
        usage(
            "a timeout of nothing",
            "nimber: Invalid value for option '--timeout': '0s' is not a duration from 1ms"
                + " to 7 days (see 'nimber run --help')",
            "run",
            "{dir}/c.yaml",
            "--timeout",
            "0s"),
        usage(
            "verify with a billion random instances",
            "nimber: --random must be from 0 to 100000, got 1000000000",
            "verify",
            "rulestones",
            "--random",
            "1000000000"),
        usage(
            "verify with huge small instances",
            "nimber: --max must be from 0 to 1000, got 100000000",
            "verify",
            "thuemorse",
            "--max",
            "100000000"),
        usage(
                "a number option that is no number",
                "nimber: Invalid value for option '--threads': 'abc' is not an"
                    + " integer (decimal digits, or a power such as 10^18) (see 'nimber judge --help')",
                "judge",
                "thuemorse",
                "--threads",
                "abc")
            .withIn("3 2\n"),
        usage(
            "a number option beyond its type",
            "nimber: Invalid value for option '--random-size': '10^19' is out of"
                + " range (see 'nimber verify --help')",
            "verify",
            "thuemorse",
            "--random-size",
            "10^19"),
        usage(
            "a plot of too many cells",
            "nimber: a plot holds at most 1000000 cells; --x 'n=0..2000' has 2001"
                + " values and --y 'm=1..1000' 1000",
            "plot",
            "thuemorse",
            "--x",
            "n=0..2000",
            "--y",
            "m=1..1000",
            "--out",
            "{dir}/x.png"),
        usage(
            "an unknown option",
            "nimber: Unknown option: '--fast' (see 'nimber solve --help')",
            "solve",
            "thuemorse",
            "n=3",
            "m=3",
            "--fast"),

        // Judge input: long lines, many tokens, huge numbers, other digits, truncation.
        usage(
                "a judge line of a thousand digits too many",
                "nimber: line 2: expected n m, got a number of 400001 characters; at most 1048576 bits (315653 decimal"
                    + " digits)",
                "judge",
                "thuemorse")
            .withIn("3 2\n1" + "0".repeat(400_000) + " 3\n")
            .withOut("Bob\n"),
        usage(
                "a judge line longer than any allowed",
                "nimber: line 1: the line is longer than 1048576 characters",
                "judge",
                "thuemorse")
            .withIn("1 ".repeat(600_000)),
        usage(
                "full-width digits in judge input",
                "nimber: line 2: expected n m as integers, got '３'",
                "judge",
                "thuemorse")
            .withIn("3 2\n３ 2\n")
            .withOut("Bob\n"),
        usage(
                "Arabic-Indic digits in judge input",
                "nimber: line 1: expected n m as integers, got '٣'",
                "judge",
                "thuemorse")
            .withIn("٣ 2\n"),
        usage(
                "a truncated rulestones instance",
                "nimber: line 4: the input ends after this line, before rule 2 of 2 of the instance on line 3",
                "judge",
                "rulestones")
            .withIn("1 5\n1 1\n2 5\n1 1\n")
            .withOut("Win\n"),
        usage(
                "more rules than allowed in a judge header",
                "nimber: line 1: the number of rules must be from 0 to 10000, got 10001",
                "judge",
                "rulestones")
            .withIn("10001 5\n"),

        // Numbers are read by one rule everywhere.
        usage(
            "full-width digits on the command line",
            "nimber: parameter 'n': got '３'; allowed: an integer from 0 upward (decimal digits, or a power such as"
                + " 10^18)",
            "solve",
            "thuemorse",
            "n=３",
            "m=2"),
        usage(
            "an exponent in the wrong form",
            "nimber: parameter 'rules[1].a': got '1e3'; allowed: an integer from 1 to 1000000000000000000 (decimal"
                + " digits, or a power such as 10^18)",
            "solve",
            "rulestones",
            "rules=1e3:1",
            "m=5"),
        usage(
            "a power too large to compute",
            "nimber: parameter 'n': got '10^99999999'; allowed: an integer from 0 upward, of at most 1048576 bits"
                + " (315653 decimal digits)",
            "solve",
            "thuemorse",
            "n=10^99999999",
            "m=2"),

        // Messages that name what is missing.
        usage(
            "play a row without coins",
            "nimber: a position needs the parameter 'coins', the occupied cells (for example coins=2,5,9); n and m"
                + " alone define only the count of placements",
            "play",
            "staircase",
            "n=9",
            "m=3"),
        usage(
            "a solver asked beyond its work limit",
            "nimber: solver 'automaton' takes (m + 2)·bits(n) steps, at most 2^32; m = 1000000 and a pile of 1000001"
                + " bits need 1000003000002. Use a smaller m or n; the other solvers of game 'thuemorse' that"
                + " answer 'outcome' (classic, search) refused it too",
            "solve",
            "thuemorse",
            "n=2^1000000",
            "m=1000000"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void endsWithTheRightCodeOneLineNamingTheCulpritAndNoPartialOutput(Case bad) throws IOException {
    for (Map.Entry<String, String> file : bad.files().entrySet()) {
      Path path = folder.resolve(file.getKey());
      Files.createDirectories(path.getParent());
      Files.writeString(
          path,
          file.getValue(),
          bad.latin1() ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
    }
    String[] args = bad.args().stream().map(this::resolve).toArray(String[]::new);

    Result result = nimber.runWithInput(bad.stdin(), args);

    assertThat(result.err()).as("standard error").isEqualTo(resolve(bad.err()) + "\n");
    assertThat(result.exitCode()).as("exit code").isEqualTo(bad.exitCode());
    assertThat(result.out()).as("standard output").isEqualTo(bad.out());
    for (String name : bad.files().keySet()) {
      if (name.endsWith("/keep.txt")) {
        assertThat(folder.resolve(name)).as("what the user owns is kept").hasContent("kept");
      }
    }
  }

  @org.junit.jupiter.api.Test
  void aWeakSearchTableSettingOutOfRangeIsRefusedBeforeAnyCommand() {
    assertSettingRefused(
        dev.nimber.engine.SearchSolver.TABLE_PROPERTY,
        "100",
        "nimber: NIMBER_OPTS:"
            + " -Dnimber.search.table=100: allowed: a whole number of bytes from 16384 to 1099511627776\n",
        "solve",
        "connect",
        "width=4",
        "height=4",
        "k=3",
        "gravity=true");
  }

  @org.junit.jupiter.api.Test
  void anOpeningBooksSettingOtherThanTrueOrFalseIsRefusedBeforeAnyCommand() {
    assertSettingRefused(
        dev.nimber.app.solve.OpeningBooks.USED_PROPERTY,
        "no",
        "nimber: NIMBER_OPTS: -Dnimber.search.books=no: allowed: true or false\n",
        "solve",
        "connect",
        "width=4",
        "height=4",
        "k=3",
        "gravity=true");
  }

  @org.junit.jupiter.api.Test
  void aWeakSearchHelpersSettingOutOfRangeIsRefusedBeforeAnyCommand() {
    assertSettingRefused(
        dev.nimber.engine.SearchSolver.HELPERS_PROPERTY,
        "64",
        "nimber: NIMBER_OPTS:"
            + " -Dnimber.search.helpers=64: allowed: a whole number of helper threads from 0 to 63\n",
        "solve",
        "connect",
        "width=4",
        "height=4",
        "k=3",
        "gravity=true");
  }

  @org.junit.jupiter.api.Test
  void aMalformedSearchBudgetSettingIsRefusedBeforeAnyCommand() {
    assertSettingRefused(
        GameSearch.Options.BUDGET_PROPERTY,
        "abc",
        "nimber: NIMBER_OPTS: -Dnimber.search.budget=abc:"
            + " allowed: a whole number of positions from 1 to 9223372036854775807\n",
        "solve",
        "thuemorse",
        "n=387",
        "m=22");
  }

  /**
   * A setting given as a system property, refused with usage's exit code before the command runs.
   */
  private void assertSettingRefused(String property, String value, String err, String... args) {
    String before = System.getProperty(property);
    System.setProperty(property, value);
    try {
      Result result = nimber.run(args);
      assertThat(result.exitCode()).isEqualTo(2);
      assertThat(result.out()).isEmpty();
      assertThat(result.err()).isEqualTo(err);
    } finally {
      if (before == null) {
        System.clearProperty(property);
      } else {
        System.setProperty(property, before);
      }
    }
  }

  private String resolve(String text) {
    return text.replace("{dir}", folder.toString())
        .replace("{budget}", Long.toString(GameSearch.Options.defaultBudget()));
  }

  private static Case usage(String name, String err, String... args) {
    return new Case(name, List.of(args), "", Map.of(), 2, "", err, false);
  }
}

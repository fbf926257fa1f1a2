package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A loopy game end to end: solve answers draws and ∞ values, play plays on and hints at the draw.
 */
class LoopyGameTest {

  /**
   * A token on a graph whose lines of play repeat: w ⇄ v, both → u, u → t; x ⇄ y, both → t. w and v
   * are worth ∞{1} (a draw: moving to u loses), x and y ∞{0} (a win: move to t). See the engine's
   * LoopySearchTest for the hand labelling.
   */
  static class TokenGame implements GameDescriptor, Positions {
    static final String[] NAMES = {"w", "v", "u", "t", "x", "y"};
    static final int[][] EDGES = {{1, 2}, {0, 2}, {3}, {}, {5, 3}, {4, 3}};
    static final Parameter<BigInteger> AT =
        Parameter.required(
            "at", "the vertex the token starts on, 0 to 5", ParameterType.integer(0, 5));

    record Token(int vertex) implements Position {
      @Override
      public List<Move> moves() {
        return java.util.Arrays.stream(EDGES[vertex])
            .mapToObj(to -> new Move("to " + NAMES[to], new Token(to)))
            .toList();
      }

      @Override
      public String render() {
        return "the token is on " + NAMES[vertex];
      }
    }

    @Override
    public String id() {
      return "token";
    }

    @Override
    public String description() {
      return "slide the token along an edge";
    }

    @Override
    public List<Parameter<?>> parameters() {
      return List.of(AT);
    }

    @Override
    public Question defaultQuestion() {
      return Question.OUTCOME;
    }

    @Override
    public String defaultSolver() {
      return "search";
    }

    @Override
    public List<GameSolver> solvers() {
      return List.of();
    }

    @Override
    public Optional<Positions> positions() {
      return Optional.of(this);
    }

    @Override
    public Position start(Parameters instance) {
      return new Token(instance.intValue(AT));
    }

    /** The token on each vertex. */
    @Override
    public List<Parameters> smallInstances(int size) {
      return java.util.stream.IntStream.rangeClosed(0, Math.min(5, size))
          .mapToObj(at -> Parameters.builder(this).set(AT, BigInteger.valueOf(at)).build())
          .toList();
    }
  }

  private final NimberCli nimber =
      NimberCli.withProviders(
          new PluginContents(
              List.of(new Provided<>(new TokenGame(), "token.jar")), List.of(), List.of()));

  @Test
  void solveAnswersADrawItsInfiniteValueAndRefusesItsRemoteness() {
    assertThat(nimber.run("solve", "token", "at=0").out()).isEqualTo("Draw\n");
    assertThat(nimber.run("solve", "token", "at=0", "-q", "grundy").out()).isEqualTo("∞{1}\n");
    assertThat(nimber.run("solve", "token", "at=4", "-q", "grundy").out()).isEqualTo("∞{0}\n");
    assertThat(nimber.run("solve", "token", "at=4", "-q", "move").out()).isEqualTo("to t\n");
    Result remoteness = nimber.run("solve", "token", "at=0", "-q", "remoteness");
    assertThat(remoteness.exitCode()).isEqualTo(1);
    assertThat(remoteness.err()).contains("the position is a draw");
  }

  @Test
  void playHintsAtTheDrawAndTheComputerKeepsTheGameGoing() {
    Result played = nimber.runWithInput("hint\n1\n", "play", "token", "at=0");
    assertThat(played.exitCode()).isZero();
    assertThat(played.out())
        .contains("hint: neither of you can win: with perfect play the game goes on forever")
        .contains("computer: to w");
  }

  @Test
  void theComputerWinsALoopyWinByLeavingTheLoop() {
    Result played = nimber.runWithInput("", "play", "token", "at=4", "--first", "computer");
    assertThat(played.out()).contains("computer: to t").contains("The computer wins.");
  }

  /**
   * The same game numbered: t in tier 0, u in tier 1, w and v in tier 2, x and y in tier 3 (the
   * last two loopy, with their parents listed). Counts the positions the engine expands.
   */
  static final class RankedTokens extends TokenGame {
    static final int[][] PLACES = {{2, 0}, {2, 1}, {1, 0}, {0, 0}, {3, 0}, {3, 1}};
    static final java.util.concurrent.atomic.AtomicLong EXPANDED =
        new java.util.concurrent.atomic.AtomicLong();

    @Override
    public Optional<dev.nimber.api.RankedPositions> ranked(Parameters instance) {
      return Optional.of(
          new dev.nimber.api.RankedPositions() {
            @Override
            public int tierCount() {
              return 4;
            }

            @Override
            public long tierSize(int tier) {
              return tier < 2 ? 1 : 2;
            }

            @Override
            public int[] childTiers(int tier) {
              return tier == 0 ? new int[0] : new int[] {tier == 2 ? 1 : 0};
            }

            @Override
            public int maxMoves() {
              return 2;
            }

            @Override
            public void expand(int tier, long rank, Expansion into) {
              EXPANDED.incrementAndGet();
              for (int to : EDGES[vertex(tier, rank)]) {
                into.child(PLACES[to][0], PLACES[to][1]);
              }
            }

            @Override
            public boolean listsParents() {
              return true;
            }

            @Override
            public void parents(int tier, long rank, java.util.function.LongConsumer into) {
              into.accept(1 - rank);
            }

            @Override
            public TierRank rankOf(Position position) {
              int[] place = PLACES[((Token) position).vertex()];
              return new TierRank(place[0], place[1]);
            }
          });
    }

    static int vertex(int tier, long rank) {
      for (int vertex = 0; vertex < PLACES.length; vertex++) {
        if (PLACES[vertex][0] == tier && PLACES[vertex][1] == rank) {
          return vertex;
        }
      }
      throw new IllegalArgumentException("no vertex at tier " + tier + " rank " + rank);
    }
  }

  @Test
  void aNumberedLoopyGameIsPlayedFromItsSolvedTiersAsTheSearchPlaysItAndPassesVerify() {
    NimberCli ranked =
        NimberCli.withProviders(
            new PluginContents(
                List.of(new Provided<>(new RankedTokens(), "token.jar")), List.of(), List.of()));
    for (String[] game :
        new String[][] {
          {"hint\n1\n", "at=0"}, {"", "at=4", "--first", "computer"}, {"hint\n2\n", "at=5"}
        }) {
      String[] arguments =
          java.util.stream.Stream.concat(
                  java.util.stream.Stream.of("play", "token"),
                  java.util.Arrays.stream(game, 1, game.length))
              .toArray(String[]::new);
      long before = RankedTokens.EXPANDED.get();
      Result fromTiers = ranked.runWithInput(game[0], arguments);
      assertThat(RankedTokens.EXPANDED.get()).as("positions expanded").isGreaterThan(before);
      assertThat(fromTiers.exitCode()).isZero();
      assertThat(fromTiers.out()).isEqualTo(nimber.runWithInput(game[0], arguments).out());
    }
    assertThat(ranked.run("--method", "strong", "solve", "token", "at=0", "--verbose").err())
        .contains(
            "nimber: method: ranked retrograde analysis (normal play): 4 positions in 3 tiers");
    Result weakFirst = ranked.run("solve", "token", "at=0", "--verbose", "--threads", "1");
    assertThat(weakFirst.err())
        .contains(
            "nimber: method: alpha-beta search with a transposition table of up to 1024"
                + " entries (normal play) on 1 thread, the weak method; past 2 visits, half of what ranked"
                + " retrograde analysis of the positions below costs, or should it meet a loopy tier or a"
                + " drawn position, that analysis");
    assertThat(weakFirst.out())
        .isEqualTo(ranked.run("--method", "strong", "solve", "token", "at=0").out());
    Result weakOnly = ranked.run("--method", "weak", "solve", "token", "at=0");
    assertThat(weakOnly.exitCode()).isEqualTo(2);
    assertThat(weakOnly.err())
        .startsWith(
            "nimber: the weak method cannot answer this instance: the weak search"
                + " answers games whose every move lowers the tier; a move of tier");
    Result verified = ranked.run("verify", "token");
    assertThat(verified.exitCode()).as(verified.out() + verified.err()).isZero();
  }

  /**
   * The same game, numbered in one tier per vertex, but its numbering moves up a tier: a broken
   * plugin.
   */
  static final class BrokenRanks extends TokenGame {
    @Override
    public Optional<dev.nimber.api.RankedPositions> ranked(Parameters instance) {
      return Optional.of(
          new dev.nimber.api.RankedPositions() {
            @Override
            public int tierCount() {
              return 6;
            }

            @Override
            public long tierSize(int tier) {
              return 1;
            }

            @Override
            public int maxMoves() {
              return 2;
            }

            @Override
            public void expand(int tier, long rank, Expansion into) {
              if (tier < 5) {
                into.child(tier + 1, 0);
              }
            }

            @Override
            public TierRank rankOf(Position position) {
              return new TierRank(((Token) position).vertex(), 0);
            }
          });
    }
  }

  @Test
  void verifyFindsANumberingThatDisagreesWithThePositionsBeforeTheSolversUseIt() {
    NimberCli broken =
        NimberCli.withProviders(
            new PluginContents(
                List.of(new Provided<>(new BrokenRanks(), "token.jar")), List.of(), List.of()));
    Result result = broken.run("verify", "token");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out())
        .contains(
            "BAD NUMBERING; the smallest instance found that shows it:\n  at=0: the game's"
                + " ranked numbering expands position Token[vertex=0] (tier 0 rank 0) to tier 1 rank 0, but its moves lead to"
                + " tier 1 rank 0, tier 2 rank 0\n");
  }

  @Test
  void aRankedGameThatBreaksItsNumberingIsAPluginFailureNamingThePluginTheSolverAndTheInstance() {
    NimberCli broken =
        NimberCli.withProviders(
            new PluginContents(
                List.of(new Provided<>(new BrokenRanks(), "token.jar")), List.of(), List.of()));
    Result result = broken.run("solve", "token", "at=2");
    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.out()).isEmpty();
    assertThat(result.err())
        .startsWith(
            "nimber: solver 'search' of game 'token' (from nimber engine on token.jar),"
                + " asked 'outcome'"
                + " of at=2 failed: ")
        .contains("position 0 of tier 0 has a move to tier 1, which is above it");
  }
}

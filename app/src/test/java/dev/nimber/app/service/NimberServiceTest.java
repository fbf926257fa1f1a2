package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nimber.api.Outcome;
import dev.nimber.app.explore.TableRow;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.solve.AnswerJson;
import dev.nimber.app.solve.Solved;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The application service as a program that embeds nimber uses it: typed requests and results, the
 * same answers as the command line's, and typed refusals.
 */
class NimberServiceTest {

  private static final NimberService SERVICE =
      NimberService.withPlugins(List.of(NimberCli.BUILT_IN_PLUGINS));
  private static final NimberCli CLI = NimberCli.withBuiltInGames();
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, String> TIC_TAC_TOE =
      Map.of("width", "3", "height", "3", "k", "3", "gravity", "false");

  /** Tic-tac-toe is a tie with every cell filled, as is well known. */
  @Test
  void anAnswerIsTypedAndItsJsonIsTheObjectTheCommandLinePrints() throws Exception {
    Solved solved = SERVICE.solve(new Requests.Solve("connect", null, "remoteness", TIC_TAC_TOE));
    assertThat(solved.answer().outcome()).contains(Outcome.TIE);
    assertThat(solved.answer().number()).hasValueSatisfying(n -> assertThat(n).isEqualTo(9));

    NimberCli.Result printed =
        CLI.run(
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "gravity=false",
            "-q",
            "remoteness",
            "--format",
            "json");
    assertThat(printed.exitCode()).isZero();
    ObjectNode cli = (ObjectNode) JSON.readTree(printed.out());
    ObjectNode embedded =
        (ObjectNode) JSON.readTree(JSON.writeValueAsString(AnswerJson.of(solved)));
    cli.remove("solveNanos");
    embedded.remove("solveNanos");
    assertThat(embedded).isEqualTo(cli);
  }

  /** Kayles' Grundy values from the literature (Berlekamp, Conway and Guy): G(0..11). */
  @Test
  void aTableGivesEachRowsAnswerAndItsJsonIsTheObjectTheCommandLinePrints() throws Exception {
    TableAnswer table =
        SERVICE.table(
            new Requests.Table("octal", null, "grundy", "heaps=0..11", Map.of("code", "0.77")));
    List<String> values = new ArrayList<>();
    for (TableRow row : table.rows()) {
      values.add(row.text(0));
    }
    assertThat(values).containsExactly("0", "1", "2", "3", "1", "4", "3", "2", "1", "4", "2", "6");
    NimberCli.Result printed =
        CLI.run(
            "table",
            "octal",
            "code=0.77",
            "--over",
            "heaps=0..11",
            "-q",
            "grundy",
            "--format",
            "json");
    assertThat(printed.exitCode()).isZero();
    assertThat(JSON.readTree(JSON.writeValueAsString(table.json())))
        .isEqualTo(JSON.readTree(printed.out()));
  }

  /**
   * Both sides played by the computer's perfect move: tic-tac-toe fills the board and ends tied,
   * and every position on the way keeps the value of the start.
   */
  @Test
  void aGamePlayedByPerfectMovesEndsAsTheStartsValueSays() {
    List<Integer> played = new ArrayList<>();
    PlayState state = SERVICE.play(new Requests.Play("connect", TIC_TAC_TOE, played, true, null));
    assertThat(state.value().outcome()).isEqualTo(Outcome.TIE);
    while (!state.over()) {
      PlayState.MoveValue perfect = state.moves().get(state.perfectMove());
      assertThat(perfect.outcome()).isEqualTo(state.value().outcome());
      assertThat(perfect.remoteness()).isEqualTo(state.value().remoteness());
      played.add(state.perfectMove());
      state = SERVICE.play(new Requests.Play("connect", TIC_TAC_TOE, played, true, null));
    }
    assertThat(played).hasSize(9);
    assertThat(state.history()).hasSize(10);
    assertThat(state.history())
        .allSatisfy(value -> assertThat(value.outcome()).isEqualTo(Outcome.TIE));
    assertThat(state.perfectMove()).isNull();
    assertThat(state.moves()).isEmpty();
  }

  @Test
  void refusalsSayWhoCanFixThemAndWhichField() {
    assertThatThrownBy(() -> SERVICE.game("chess"))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> assertThat(refused.kind()).isEqualTo(ServiceException.Kind.NOT_FOUND));
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve("thuemorse", null, null, Map.of("n", "-1", "m", "3"))))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> {
              assertThat(refused.kind()).isEqualTo(ServiceException.Kind.BAD_INPUT);
              assertThat(refused.field()).contains("n");
            });
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve(
                        "thuemorse", "classic", null, Map.of("n", "10^18", "m", "3"))))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> assertThat(refused.kind()).isEqualTo(ServiceException.Kind.BEYOND_SOLVER));
    assertThatThrownBy(
            () -> SERVICE.play(new Requests.Play("connect", TIC_TAC_TOE, List.of(9), true, null)))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> {
              assertThat(refused.kind()).isEqualTo(ServiceException.Kind.BAD_INPUT);
              assertThat(refused.field()).contains("moves");
              assertThat(refused.getMessage())
                  .isEqualTo("move 1 is number 9, but that position has moves 0 to 8");
            });
  }

  @Test
  void theGamesAreThoseTheCommandLineLists() {
    List<String> ids = SERVICE.games().stream().map(GameInfo::id).toList();
    assertThat(ids).contains("connect", "octal", "thuemorse");
    assertThat(SERVICE.game("connect").defaultQuestion()).isEqualTo("outcome");
    assertThat(SERVICE.warnings()).isEmpty();
  }
}

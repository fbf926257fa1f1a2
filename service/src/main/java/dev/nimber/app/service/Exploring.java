package dev.nimber.app.service;

import static dev.nimber.app.service.ServiceCore.checkNames;
import static dev.nimber.app.service.ServiceCore.contract;
import static dev.nimber.app.service.ServiceCore.range;
import static dev.nimber.app.service.ServiceCore.select;

import dev.nimber.api.Question;
import dev.nimber.app.explore.CellAnswers;
import dev.nimber.app.explore.GridBuilder;
import dev.nimber.app.explore.TableBuilder;
import dev.nimber.app.solve.DatabaseAnswers;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SolvedDatabases;
import java.util.List;
import java.util.Optional;

/** The service's tables and plots: one question over one or two parameters' ranges. */
final class Exploring {

  private final ServiceCore core;
  private final InstanceSolver solver;
  private final Calls calls;
  private final SolvedDatabases databases;

  Exploring(ServiceCore core) {
    this.core = core;
    this.solver = core.solver;
    this.calls = core.calls;
    this.databases = core.databases;
  }

  TableAnswer table(Requests.Table request) {
    GameEntry entry = core.entry(request.game());
    core.refuseFiles(request.fixed());
    Selection column = select(entry, request.solver(), request.question());
    ParameterRange range = range("over", request.over());
    TableAnswer table =
        tabulate(
            entry,
            new Requests.Tabulate(
                request.game(),
                request.solver(),
                List.of(column.question().name()),
                range,
                request.fixed(),
                Optional.empty(),
                List.of()),
            TableListener.none());
    if (!table.leftOut().isEmpty()) {
      LeftOutColumn left = table.leftOut().get(0);
      throw new ServiceException(
          left.refused() ? ServiceException.Kind.BEYOND_SOLVER : ServiceException.Kind.FAILED,
          null,
          left.reason());
    }
    return table;
  }

  TableAnswer tabulate(Requests.Tabulate request, TableListener listener) {
    return tabulate(core.entry(request.game()), request, listener);
  }

  private TableAnswer tabulate(GameEntry entry, Requests.Tabulate request, TableListener listener) {
    List<Selection> asked =
        contract(
            () ->
                request.databases().isEmpty()
                    ? TableBuilder.columns(entry, request.solver(), request.questions())
                    : TableBuilder.columns(
                        entry,
                        SolvedDatabases.engine(entry).name(),
                        request.questions().isEmpty()
                            ? List.of(Question.OUTCOME.name(), Question.REMOTENESS.name())
                            : request.questions()));
    Optional<DatabaseAnswers> stored =
        request.databases().isEmpty()
            ? Optional.empty()
            : Optional.of(new DatabaseAnswers(databases, solver, request.databases()));
    ParameterRange range = request.range();
    return calls.call(
        asked.stream().anyMatch(Selection::byEngine),
        "a table of game '" + request.game() + "'",
        () ->
            contract(
                () -> {
                  try (CellAnswers cells = new CellAnswers(solver, request.cellTimeout(), stored)) {
                    TableBuilder.Table table =
                        new TableBuilder(cells)
                            .table(entry, asked, range, request.fixed(), listener);
                    return new TableAnswer(
                        entry.descriptor().id(),
                        table.columns(),
                        range,
                        table.rows(),
                        TablePeriods.of(table.columns(), table.rows(), range),
                        table.leftOut(),
                        cells.lateCells("empty"));
                  }
                }));
  }

  Grid plot(Requests.Plot request) {
    GameEntry entry = core.entry(request.game());
    core.refuseFiles(request.fixed());
    checkNames(entry, request.solver(), request.question());
    ParameterRange xs = range("x", request.x());
    ParameterRange ys = request.y() == null ? null : range("y", request.y());
    return chart(
            entry,
            new Requests.Chart(
                request.game(),
                request.solver(),
                request.question(),
                xs,
                ys,
                request.fixed(),
                Optional.empty()),
            () -> {})
        .grid();
  }

  ChartAnswer chart(Requests.Chart request, Runnable step) {
    return chart(core.entry(request.game()), request, step);
  }

  private ChartAnswer chart(GameEntry entry, Requests.Chart request, Runnable step) {
    boolean search =
        entry
            .engine()
            .filter(found -> request.solver() == null || found.name().equals(request.solver()))
            .isPresent();
    return calls.call(
        search,
        "a plot of game '" + request.game() + "'",
        () ->
            contract(
                () -> {
                  try (CellAnswers cells = new CellAnswers(solver, request.cellTimeout())) {
                    Grid grid =
                        new GridBuilder(cells)
                            .build(
                                entry,
                                request.solver(),
                                request.question(),
                                request.x(),
                                request.y(),
                                request.fixed(),
                                step);
                    return new ChartAnswer(grid, cells.lateCells("blank"));
                  }
                }));
  }
}

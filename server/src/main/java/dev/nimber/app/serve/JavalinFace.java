package dev.nimber.app.serve;

import dev.nimber.app.service.HttpFace;

/** The server face found by the command line: {@link NimberServer} over a {@link GameService}. */
public final class JavalinFace implements HttpFace {

  @Override
  public Server open(Setup setup) {
    return new NimberServer(new GameService(setup.serving()), setup.json(), setup.log());
  }
}

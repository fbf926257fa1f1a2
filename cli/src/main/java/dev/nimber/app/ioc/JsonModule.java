package dev.nimber.app.ioc;

import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Module;
import dagger.Provides;
import dev.nimber.app.service.IntegerSequenceSerializer;
import javax.inject.Singleton;

/**
 * JSON output, kept in a module of its own so that loading the other modules loads no Jackson
 * class: the commands take the mapper lazily, and a text answer never makes it.
 */
@Module
final class JsonModule {

  private JsonModule() {}

  @Provides
  @Singleton
  static ObjectMapper objectMapper() {
    return new ObjectMapper().registerModule(IntegerSequenceSerializer.module());
  }
}

/**
 * Games whose positions can repeat: win, loss and draw by retrograde analysis over the positions
 * reached ({@link dev.nimber.engine.loopy.LoopySearch}), and how the plan answers from them. The
 * host's modules use what is marked {@link dev.nimber.api.API @API}; plugins use none of it.
 */
package dev.nimber.engine.loopy;

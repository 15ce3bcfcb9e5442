/**
 * The dev server's events (server-sent events, which browsers reconnect by themselves): every open tab gets the
 * current state when it connects and again whenever a rebuild ends, well or badly.
 */
import type { ServerResponse } from 'node:http';
import type { ApiRoute } from '../serve/api-routes.ts';
import { DEV_EVENTS_PATH, overlayHtml, type DevState } from './overlay.ts';

export interface LiveReload {
  route: ApiRoute;
  /** Tells every open tab about a new state. */
  publish(state: DevState): void;
  /** How many tabs are listening. */
  readonly listeners: number;
}

const eventOf = (state: DevState) => `event: estado\ndata: ${JSON.stringify({ buildId: state.buildId, overlay: overlayHtml(state.failure, state.hasSite) || null })}\n\n`;

export function createLiveReload(current: () => DevState): LiveReload {
  const tabs = new Set<ServerResponse>();
  const route: ApiRoute = {
    method: 'GET',
    path: DEV_EVENTS_PATH,
    handle(req, res) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      // Reconnect quickly after the dev server restarts.
      res.write(`retry: 500\n${eventOf(current())}`);
      tabs.add(res);
      req.on('close', () => tabs.delete(res));
    },
  };
  return {
    route,
    publish(state) {
      const event = eventOf(state);
      for (const tab of tabs) tab.write(event);
    },
    get listeners() {
      return tabs.size;
    },
  };
}

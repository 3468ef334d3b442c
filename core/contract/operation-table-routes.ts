import { routesOf } from './operation-routes';
import { OPERATIONS, type IpcOperationId } from './operations';

/** The table's routes, for code that may load the table itself (Node, the build, the desktop's main process). */
export const OPERATION_ROUTES = routesOf(OPERATIONS);

/** Each operation the desktop has, with its IPC channel, in the table's order. */
export const IPC_CHANNELS = Object.fromEntries(
  Object.entries(OPERATION_ROUTES).flatMap(([id, route]) => (route.channel ? [[id, route.channel]] : [])),
) as Record<IpcOperationId, string>;

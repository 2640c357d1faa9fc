import type { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import type { MessageText } from '../i18n/localized';

// What one named action is (actions.ts dispatches them by name; each family declares its own).

/** Who is asking: nobody (the public action endpoint) or the signed-in user behind /proxy. */
export type Viewer = { userId: string; role: string } | null;

/** Where the request came from (the per-address quota of signed-out orders), and the language it reads. */
export interface Caller {
  ip: string;
  /** A message in the language of the answer. */
  speak: (text: MessageText) => string;
}

export interface ActionDefinition<Schema extends z.ZodType> {
  parameters: Schema;
  summary: string;
  run(
    deps: AppDependencies,
    parameters: z.output<Schema>,
    viewer: Viewer,
    caller: Caller,
  ): Promise<Record<string, unknown>>;
}

/** Declares one action with its own parameters' type; the table holds them all as ZodType. */
export function action<Schema extends z.ZodType>(
  definition: ActionDefinition<Schema>,
): ActionDefinition<z.ZodType> {
  return definition as unknown as ActionDefinition<z.ZodType>;
}

import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod itself, about 25 kB gzipped) loads on the form's first
 * check instead of with the screen: the same checks and messages as `zodResolver(schema)`, a moment later the
 * first time. `load` imports the module that builds the schema.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(load: () => Promise<ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = null; // a failed download is tried again on the next check
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}

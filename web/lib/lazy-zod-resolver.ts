import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { browserRetryDeps, importWithRetry, type RetryDeps } from './lazy-with-retry.ts';

type FormSchema = z4.$ZodType<FieldValues, FieldValues>;

/** A react-hook-form resolver whose validation code is fetched apart from the form. */
export type LazyResolver<S extends FormSchema> = Resolver<z4.input<S>, unknown, z4.output<S>> & {
  /** Starts fetching the validation code (the form's first focus or touch); safe to call again. */
  preload: () => void;
  /** For the form element: its first focus (bubbling from a field) or touch starts the fetch. */
  preloadProps: { onFocus: () => void; onPointerDown: () => void };
};

/**
 * The form's zod schema, and zod itself, arrive when the form is first touched rather than with the page:
 * zod and the contract's schemas take 40–60 ms of a mid-range phone's main thread to evaluate, one task that would
 * otherwise hold the sign-in and registration pages just as they become usable. Nothing is validated before the
 * first blur or submit, so a form needs the code only then; a submit that comes first waits for it.
 *
 * When the code cannot be fetched at all (offline after retries, see importWithRetry), the values go to the server
 * as typed: it validates with the same schemas and its field errors show on the same fields (applyServerFieldErrors).
 */
export function lazyZodResolver<S extends FormSchema>(loadSchema: () => Promise<S>, deps: RetryDeps = browserRetryDeps): LazyResolver<S> {
  type Built = Resolver<z4.input<S>, unknown, z4.output<S>>;
  let built: Promise<Built> | null = null;
  const build = (): Promise<Built> => {
    if (!built) {
      const attempt = importWithRetry(() => Promise.all([loadSchema(), import('@hookform/resolvers/zod')]), deps).then(
        ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Built,
      );
      attempt.catch(() => {
        if (built === attempt) built = null; // the next validation tries again
      });
      built = attempt;
    }
    return built;
  };
  const resolver: Built = async (values, context, options) => {
    let validate: Built;
    try {
      validate = await build();
    } catch {
      // The server validates with the same schema and answers with field errors.
      return { values: values as unknown as z4.output<S>, errors: {} };
    }
    return validate(values, context, options);
  };
  const preload = () => void build().catch(() => undefined);
  return Object.assign(resolver, { preload, preloadProps: { onFocus: preload, onPointerDown: preload } });
}

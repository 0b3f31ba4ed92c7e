import React, {createContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useStoredValues} from '@site/src/utils/yourValues/store';

type FillModule = typeof import('@site/src/utils/yourValues/fill');

/** What a code block needs to show a reader's values: the variables they fill and the code. */
export interface YourValuesState {
  variables: ReturnType<FillModule['variablesFromStored']>;
  fill: FillModule;
}

/** Null until a reader has set values and the filling code has loaded (always on the server). */
export const YourValuesContext = createContext<YourValuesState | null>(null);

let fillModule: FillModule | undefined;

/**
 * Reads the stored values once for the whole app (src/theme/Root.tsx) and loads the code that
 * fills them only once a reader has set one: readers who set none never download it, and code
 * blocks read a context instead of each subscribing to storage (DESIGN.md#your-values).
 */
export function YourValuesProvider({children}: {children: ReactNode}): ReactNode {
  const stored = useStoredValues();
  const [fill, setFill] = useState(fillModule);
  useEffect(() => {
    if (stored === null || fill) return undefined;
    let mounted = true;
    void import(/* webpackChunkName: "your-values-fill" */ '@site/src/utils/yourValues/fill').then(
      (module) => {
        fillModule = module;
        if (mounted) setFill(module);
      },
    );
    return () => {
      mounted = false;
    };
  }, [stored, fill]);
  // The stored values are read once here for every block, not by each block.
  const state = useMemo(
    () => (stored !== null && fill ? {variables: fill.variablesFromStored(stored), fill} : null),
    [stored, fill],
  );
  return <YourValuesContext.Provider value={state}>{children}</YourValuesContext.Provider>;
}

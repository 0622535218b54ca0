import { createContext, useContext } from 'react';
import type { Layout } from './shell-rules';

/** What the root shell decided for the current screen, for layouts and menus. */
export type ShellValue = { routeName: string; layout: Layout };

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the root shell.');
  return value;
}

import React, { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The shared layout state: sidebar open flag, search query text, filter query text. */
export interface LayoutState {
  /** The reader's choice for the area sidebar; `null` until they toggle it (then the default rule applies). */
  sidebarOpen: boolean | null;
  setSidebarOpen: (open: boolean | null) => void;
  searchQuery: string;
  setSearchQuery: (text: string) => void;
  filterQuery: string;
  setFilterQuery: (text: string) => void;
}

const LayoutStateContext = createContext<LayoutState | null>(null);

export function LayoutStateProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const [sidebarOpen, setSidebarOpen] = useState<boolean | null>(null);
  const [searchQuery, setSearchQuery] = useState('');
  const [filterQuery, setFilterQuery] = useState('');
  const value = useMemo(
    () => ({ sidebarOpen, setSidebarOpen, searchQuery, setSearchQuery, filterQuery, setFilterQuery }),
    [sidebarOpen, searchQuery, filterQuery],
  );
  return <LayoutStateContext.Provider value={value}>{children}</LayoutStateContext.Provider>;
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutStateContext);
  if (!state) throw new Error('useLayoutState must be used inside <LayoutStateProvider> (src/theme/Root.tsx)');
  return state;
}

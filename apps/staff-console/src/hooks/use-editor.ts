import { useEffect, useRef, useState } from 'react';

/**
 * Which entry is being added or changed (null: none, the list shows). The list stays mounted but
 * hidden meanwhile, so closing the form puts focus back on the button that opened it (when that
 * button is still there: a saved entry may have moved).
 */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (editing !== null || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [editing]);

  const open = (entry: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(entry);
  };
  return { editing, open, close: () => setEditing(null) };
}

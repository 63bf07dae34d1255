import { create } from 'zustand';

interface LoadingState {
  /** Count of work in flight, so overlapping calls do not hide the overlay early. */
  pending: number;
  start: () => void;
  finish: () => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  finish: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** Shows the global overlay while `work` runs. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  useLoadingStore.getState().start();
  try {
    return await work();
  } finally {
    useLoadingStore.getState().finish();
  }
}

/**
 * A loader that runs `load` at its first call and gives every later caller the same promise: for
 * libraries a server process may never need, so they cost nothing until they do (decision 33).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

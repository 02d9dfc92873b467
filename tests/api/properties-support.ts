/** A moment n days ago. */
export const days = (n: number) => new Date(Date.now() - n * 86_400_000);
/** The titles of a list answer, in its order. */
export const titles = (body: { title: string }[]) => body.map((p) => p.title);

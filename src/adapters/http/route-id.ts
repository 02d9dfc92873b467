/** A path id as the services expect it: only plain digits count ('1e1' or '0x10' is no id), else NaN (404). */
export function routeId(param: string): number {
  return /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
}

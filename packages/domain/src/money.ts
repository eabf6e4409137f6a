/** Placeholder removed by the domain work. */
export function add(a: number, b: number): number {
  return a + b;
}

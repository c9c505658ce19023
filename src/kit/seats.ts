/** Shared by every game: seats around a table, numbered 0..n-1 clockwise. */

/** The `n` seats clockwise from `first` (`first`, `first + 1`, … wrapping round): a round's turn order. */
export function seatsFrom(first: number, n: number): number[] {
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push((first + i) % n);
  return order;
}

// Salary facet: fixed CLP buckets counted over the matching offers whose salary is visible.
export const TRAMOS_SUELDO: { desde: number; hasta: number | null }[] = [
  { desde: 0, hasta: 500_000 },
  { desde: 500_000, hasta: 800_000 },
  { desde: 800_000, hasta: 1_200_000 },
  { desde: 1_200_000, hasta: 1_800_000 },
  { desde: 1_800_000, hasta: 2_500_000 },
  { desde: 2_500_000, hasta: null },
];

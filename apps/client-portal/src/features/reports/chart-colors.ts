/** The charts' colours: Blueprint's palette, dark enough for text beside it (WCAG 3:1 for graphics). */
export const CHART_COLORS = [
  '#2D72D2',
  '#238551',
  '#C87619',
  '#CD4246',
  '#7961DB',
  '#147EB3',
  '#29A634',
  '#D1980B',
  '#D33D17',
  '#9D3F9D',
  '#00A396',
];
export const colorAt = (index: number): string => CHART_COLORS[index % CHART_COLORS.length]!;

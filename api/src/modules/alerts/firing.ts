/** One condition an alert signal found: what, how much, and the details its mail names. */
export interface Firing {
  conditionKey: string;
  value: number;
  params: Record<string, string | number>;
}

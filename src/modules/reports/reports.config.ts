export interface ReportsConfig {
  readonly publicUrl: string;
  /** Where an owner's reply asking for a review goes. */
  readonly infoEmail: string;
}

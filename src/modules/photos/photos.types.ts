export interface PhotoLook {
  width: number;
  height: number;
  /** Average colour as #rrggbb: the placeholder shown until the variants are made. */
  colour: string;
}

export interface PendingPhoto {
  key: string;
  originalName: string;
  /** Width after EXIF rotation: which sizes to make. */
  width: number;
  attempts: number;
}

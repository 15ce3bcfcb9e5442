export const CAMERA_MAKE: string;
export const CAMERA_MODEL: string;
export function phonePhoto(options?: { width?: number; height?: number; seed?: number; orientation?: number; quality?: number }): Promise<Buffer>;

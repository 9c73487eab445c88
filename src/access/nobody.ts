/** Closed to every API caller; only server code using `overrideAccess` writes or reads here. */
export const nobody = (): boolean => false

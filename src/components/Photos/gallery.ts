/*
 * The gallery's pure logic, kept apart from React so it is tested on its own. Only types come
 * from the catalogue module: it reads the database and must stay out of the browser bundle.
 */
import type { PhotoCategory, PhotoSize, PublicPhoto } from '@/lib/catalogue/photos'

export const ALL_PHOTOS = 'all'

export type PhotoFilter = typeof ALL_PHOTOS | PhotoCategory

export type FilterOption = { value: PhotoFilter; label: string }

export const filterPhotos = (photos: readonly PublicPhoto[], filter: PhotoFilter): PublicPhoto[] =>
  filter === ALL_PHOTOS ? [...photos] : photos.filter((photo) => photo.category.value === filter)

/** The index `step` places away from `index`, wrapping past either end of a list of `total`. */
export const wrapIndex = (index: number, step: number, total: number): number =>
  total > 0 ? (((index + step) % total) + total) % total : 0

/** Where one tile sits in the grid: 1-based start lines and spans, as CSS grid-area takes them. */
export type TilePlacement = { row: number; column: number; rows: number; columns: number }

/** The grid's column counts: phones, from 768px, from 1024px (PhotoGrid.module.css). */
export const GRID_COLUMNS = [2, 3, 4] as const

const WANTED: Record<PhotoSize, { rows: number; columns: number }> = {
  large: { rows: 2, columns: 2 },
  wide: { rows: 1, columns: 2 },
  regular: { rows: 1, columns: 1 },
}

/** Each tile at the first free cell (reading order), its span narrowed where the row is short. */
function pack(sizes: readonly PhotoSize[], columns: number): TilePlacement[] {
  const taken: boolean[][] = []
  const isFree = (row: number, column: number) => !taken[row]?.[column]
  const placed: TilePlacement[] = []
  let row = 0
  let column = 0
  for (const size of sizes) {
    while (!isFree(row, column)) {
      column += 1
      if (column === columns) [row, column] = [row + 1, 0]
    }
    let room = 0
    while (column + room < columns && isFree(row, column + room)) room += 1
    const span = { rows: WANTED[size].rows, columns: Math.min(WANTED[size].columns, room) }
    for (let r = row; r < row + span.rows; r++) {
      for (let c = column; c < column + span.columns; c++) (taken[r] ??= [])[c] = true
    }
    placed.push({ row, column, ...span })
  }
  return placed
}

const rowIsFull = (placed: readonly TilePlacement[], row: number, columns: number) =>
  placed
    .filter((tile) => tile.row <= row && row < tile.row + tile.rows)
    .reduce((sum, tile) => sum + tile.columns, 0) === columns

const lastRow = (placed: readonly TilePlacement[]) =>
  Math.max(...placed.map((tile) => tile.row + tile.rows - 1))

/**
 * Other sizes to try, fewest changes first and nearest the end first: a wide tile shown as a
 * regular one (its picture barely cropped), else a regular one shown wide.
 */
function* variants(sizes: readonly PhotoSize[]): Generator<PhotoSize[]> {
  const indexes = (size: PhotoSize) =>
    sizes.flatMap((value, index) => (value === size ? [index] : [])).reverse()
  const swaps: Array<[PhotoSize, number[]]> = [
    ['regular', indexes('wide')],
    ['wide', indexes('regular')],
  ]
  for (const count of [1, 2, 3]) {
    for (const [to, candidates] of swaps) {
      const pick = (from: number, chosen: number[]): Generator<number[]> =>
        (function* walk(): Generator<number[]> {
          if (chosen.length === count) {
            yield chosen
            return
          }
          for (let i = from; i < candidates.length; i++)
            yield* pick(i + 1, [...chosen, candidates[i]])
        })()
      for (const chosen of pick(0, [])) {
        yield sizes.map((size, index) => (chosen.includes(index) ? to : size))
      }
    }
  }
}

/**
 * Places the tiles, in order, so the grid has no hole, its last row included. Each tile takes the
 * first free cell (reading order) and its wanted span, narrowed where the row has less room.
 * When the last row comes out short, up to three tiles change between wide and regular to fill
 * it; failing that, the last row is evened out: tall tiles reaching into it stop a row earlier,
 * and the tiles that start there share its whole width.
 */
export function layoutTiles(sizes: readonly PhotoSize[], columns: number): TilePlacement[] {
  if (sizes.length === 0) return []
  const toLines = (placed: TilePlacement[]) =>
    placed.map((tile) => ({ ...tile, row: tile.row + 1, column: tile.column + 1 }))
  const first = pack(sizes, columns)
  if (rowIsFull(first, lastRow(first), columns)) return toLines(first)
  for (const variant of variants(sizes)) {
    const placed = pack(variant, columns)
    if (rowIsFull(placed, lastRow(placed), columns)) return toLines(placed)
  }

  const placed = first
  let last = lastRow(placed)
  while (last >= 0 && !rowIsFull(placed, last, columns)) {
    // Tall tiles that started a row earlier end above the last row...
    for (const tile of placed) {
      if (tile.row < last && tile.row + tile.rows - 1 === last) tile.rows -= 1
    }
    // ...and the tiles that start in it share its width, the first ones taking the extra columns.
    const bottom = placed.filter((tile) => tile.row === last)
    let start = 0
    bottom.forEach((tile, index) => {
      const share = Math.floor(columns / bottom.length) + (index < columns % bottom.length ? 1 : 0)
      Object.assign(tile, { column: start, columns: share })
      start += share
    })
    // No tile starts there: the row above, now the last, gets the same treatment.
    if (bottom.length === 0) last -= 1
  }
  return toLines(placed)
}

/** The placement as a CSS grid-area value. */
export const gridArea = ({ row, column, rows, columns }: TilePlacement): string =>
  `${row} / ${column} / span ${rows} / span ${columns}`

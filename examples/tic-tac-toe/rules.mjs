/** The eight lines of three cells that win the game. */
export const LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6]
];

/** @typedef {'X' | 'O' | null} Cell */

/**
 * @param {Cell[]} board - Nine cells, row by row.
 * @returns {{ winner: 'X' | 'O', line: number[] } | null} The winner and its line.
 */
export function findWinner(board) {
    for (const line of LINES) {
        const [a, b, c] = line;
        const mark = board[a];
        if (mark && mark === board[b] && mark === board[c]) {
            return { winner: mark, line };
        }
    }
    return null;
}

/**
 * Picks a move for the computer: win if possible, otherwise block the
 * opponent, otherwise take the centre, a corner or any free cell.
 *
 * @param {Cell[]} board - Nine cells, row by row.
 * @param {'X' | 'O'} me - The computer's mark.
 * @returns {number} Index of the chosen cell, or -1 if the board is full.
 */
export function chooseMove(board, me) {
    const other = me === 'X' ? 'O' : 'X';
    for (const mark of [me, other]) {
        for (const line of LINES) {
            const marks = line.map(i => board[i]);
            if (marks.filter(m => m === mark).length === 2 && marks.includes(null)) {
                return line[marks.indexOf(null)];
            }
        }
    }
    const free = board.map((cell, i) => (cell ? -1 : i)).filter(i => i >= 0);
    if (free.includes(4)) return 4;
    const corners = free.filter(i => [0, 2, 6, 8].includes(i));
    const pool = corners.length > 0 ? corners : free;
    return pool.length > 0 ? pool[Math.floor(Math.random() * pool.length)] : -1;
}

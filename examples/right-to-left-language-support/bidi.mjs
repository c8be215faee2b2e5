/** Hebrew and Arabic letters, including Arabic presentation forms. */
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Latin letters and digits: they always read left to right. */
const LTR_CHAR = /[A-Za-z0-9\u00C0-\u024F]/;

/**
 * A small reorder function for `registerRtlReorder()`. The paragraph's
 * direction comes from its first strong character. Runs of the other
 * direction are reversed, because the engine lays an RTL paragraph out from
 * the right edge in the order the mapping gives. It is not the full Unicode
 * Bidirectional Algorithm: nested runs, mirrored brackets and explicit
 * direction marks are not handled.
 *
 * @param {string[]} symbols - The text's characters in logical order.
 * @returns {{ mapping: number[], rtl: boolean }} The order to draw them in and the paragraph's direction.
 */
export function rtlReorder(symbols) {
    const first = symbols.find((s) => RTL_CHAR.test(s) || LTR_CHAR.test(s));
    const rtl = first !== undefined && RTL_CHAR.test(first);
    const same = rtl ? RTL_CHAR : LTR_CHAR;
    const other = rtl ? LTR_CHAR : RTL_CHAR;
    const mapping = symbols.map((_, i) => i);

    let i = 0;
    while (i < symbols.length) {
        if (!other.test(symbols[i])) {
            i++;
            continue;
        }
        // The run ends at its last character of the other direction before
        // the next character of the paragraph's own direction or a new line.
        let end = i;
        for (let j = i + 1; j < symbols.length && !same.test(symbols[j]) && symbols[j] !== '\n'; j++) {
            if (other.test(symbols[j])) end = j;
        }
        mapping.splice(i, end - i + 1, ...mapping.slice(i, end + 1).reverse());
        i = end + 1;
    }
    return { mapping, rtl };
}

/**
 * Presentation forms of the Arabic letters this example uses:
 * [isolated, final, initial, medial]. Letters with two forms only join to
 * the letter before them, never to the one after.
 *
 * @type {Record<string, number[]>}
 */
const FORMS = {
    '\u0623': [0xFE83, 0xFE84], // alef with hamza above
    '\u0627': [0xFE8D, 0xFE8E], // alef
    '\u0628': [0xFE8F, 0xFE90, 0xFE91, 0xFE92], // beh
    '\u0629': [0xFE93, 0xFE94], // teh marbuta
    '\u062D': [0xFEA1, 0xFEA2, 0xFEA3, 0xFEA4], // hah
    '\u062F': [0xFEA9, 0xFEAA], // dal
    '\u0631': [0xFEAD, 0xFEAE], // reh
    '\u0637': [0xFEC1, 0xFEC2, 0xFEC3, 0xFEC4], // tah
    '\u0639': [0xFEC9, 0xFECA, 0xFECB, 0xFECC], // ain
    '\u0642': [0xFED5, 0xFED6, 0xFED7, 0xFED8], // qaf
    '\u0644': [0xFEDD, 0xFEDE, 0xFEDF, 0xFEE0], // lam
    '\u0645': [0xFEE1, 0xFEE2, 0xFEE3, 0xFEE4], // meem
    '\u0646': [0xFEE5, 0xFEE6, 0xFEE7, 0xFEE8] // noon
};

/**
 * A unicode converter for `registerUnicodeConverter()`: replaces each Arabic
 * letter with the form that joins it to its neighbours. A CanvasFont draws
 * one character at a time, so the joining must be in the characters
 * themselves. Covers only the letters in FORMS, and no lam-alef ligature.
 *
 * @param {string} text - Text in logical order.
 * @returns {string} The same text with joined letter forms.
 */
export function shapeArabic(text) {
    const chars = [...text];
    return chars.map((c, i) => {
        const forms = FORMS[c];
        if (!forms) return c;
        const prev = FORMS[chars[i - 1]];
        const next = FORMS[chars[i + 1]];
        const joinsPrev = prev !== undefined && prev.length === 4;
        const joinsNext = forms.length === 4 && next !== undefined;
        const form = joinsPrev ? (joinsNext ? 3 : 1) : (joinsNext ? 2 : 0);
        return String.fromCharCode(forms[form]);
    }).join('');
}

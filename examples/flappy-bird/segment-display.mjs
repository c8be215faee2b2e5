import { Color, Entity, Script, StandardMaterial } from 'playcanvas';

/**
 * Which of the seven segments are lit for each digit:
 *
 *    aaa
 *   f   b
 *    ggg
 *   e   c
 *    ddd
 */
const DIGITS = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

/** Centre and orientation of each segment in a digit 1 unit tall and 0.6 wide. */
const SEGMENTS = {
    a: { x: 0, y: 0.5, vertical: false },
    b: { x: 0.3, y: 0.25, vertical: true },
    c: { x: 0.3, y: -0.25, vertical: true },
    d: { x: 0, y: -0.5, vertical: false },
    e: { x: -0.3, y: -0.25, vertical: true },
    f: { x: -0.3, y: 0.25, vertical: true },
    g: { x: 0, y: 0, vertical: false }
};

/**
 * Shows a number with seven-segment digits built from box primitives, so the
 * score needs neither a font nor HTML. Attach it to an empty entity; the
 * digits become its children and are centred on it.
 */
export class SegmentDisplay extends Script {
    static scriptName = 'segmentDisplay';

    /**
     * Most digits the display can show.
     *
     * @attribute
     */
    maxDigits = 3;

    /**
     * Colour of the lit segments.
     *
     * @attribute
     */
    color = new Color(1, 1, 1);

    /** @type {Record<string, Entity>[]} */
    digits = [];

    value = -1;

    initialize() {
        // An unlit material: the segments keep their colour whatever the lighting.
        const material = new StandardMaterial();
        material.diffuse = new Color(0, 0, 0);
        material.emissive = this.color;
        material.useLighting = false;
        material.update();

        for (let i = 0; i < this.maxDigits; i++) {
            const digit = new Entity(`digit ${i}`);
            this.entity.addChild(digit);

            /** @type {Record<string, Entity>} */
            const segments = {};
            for (const [name, s] of Object.entries(SEGMENTS)) {
                const segment = new Entity(name);
                segment.addComponent('render', { type: 'box', material });
                segment.setLocalPosition(s.x, s.y, 0);
                segment.setLocalScale(s.vertical ? 0.12 : 0.5, s.vertical ? 0.4 : 0.12, 0.12);
                digit.addChild(segment);
                segments[name] = segment;
            }
            this.digits.push(segments);
        }
        this.setValue(0);
    }

    /** @param {number} value - A whole number from 0 upwards. */
    setValue(value) {
        if (value === this.value) return;
        this.value = value;

        const text = String(Math.min(value, 10 ** this.maxDigits - 1));
        const spacing = 0.85;
        this.digits.forEach((segments, i) => {
            const digit = segments.a.parent;
            if (!(digit instanceof Entity)) return;

            digit.enabled = i < text.length;
            if (!digit.enabled) return;

            // Centre the used digits on the entity.
            digit.setLocalPosition((i - (text.length - 1) / 2) * spacing, 0, 0);
            const lit = DIGITS[Number(text[i])];
            for (const [name, segment] of Object.entries(segments)) {
                segment.enabled = lit.includes(name);
            }
        });
    }
}

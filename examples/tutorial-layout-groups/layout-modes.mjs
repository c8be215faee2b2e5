import {
    FITTING_NONE,
    FITTING_SHRINK,
    FITTING_STRETCH,
    ORIENTATION_HORIZONTAL,
    ORIENTATION_VERTICAL,
    Script,
    Vec2
} from 'playcanvas';

/** The settings of each mode, applied to the Layout Group component. */
const MODES = [
    {
        name: 'Row',
        orientation: ORIENTATION_HORIZONTAL,
        wrap: false,
        widthFitting: FITTING_SHRINK,
        heightFitting: FITTING_STRETCH,
        alignment: new Vec2(0, 0.5)
    },
    {
        name: 'Column',
        orientation: ORIENTATION_VERTICAL,
        wrap: false,
        widthFitting: FITTING_STRETCH,
        heightFitting: FITTING_NONE,
        alignment: new Vec2(0.5, 1)
    },
    {
        name: 'Grid',
        orientation: ORIENTATION_HORIZONTAL,
        wrap: true,
        widthFitting: FITTING_NONE,
        heightFitting: FITTING_NONE,
        alignment: new Vec2(0.5, 1)
    }
];

/**
 * Switches a Layout Group component between three arrangements of the same
 * children: a row that shrinks them to fit and stretches them to its height,
 * a column that stretches them to its width, and a grid that wraps them. Attach it to the entity with the layout group.
 */
export class LayoutModes extends Script {
    static scriptName = 'layoutModes';

    /**
     * 0 Row, 1 Column, 2 Grid.
     *
     * @attribute
     */
    mode = 0;

    initialize() {
        this.setMode(this.mode);
    }

    /** @returns {string} The name of the current mode. */
    get modeName() {
        return MODES[this.mode].name;
    }

    /** @param {number} mode - 0 Row, 1 Column, 2 Grid. */
    setMode(mode) {
        const layout = this.entity.layoutgroup;
        if (!layout) throw new Error('layoutModes needs a Layout Group component');
        this.mode = mode;
        const settings = MODES[mode];
        layout.orientation = settings.orientation;
        layout.wrap = settings.wrap;
        layout.widthFitting = settings.widthFitting;
        layout.heightFitting = settings.heightFitting;
        layout.alignment = settings.alignment;
        this.entity.fire('layoutmodes:change', settings.name);
    }
}

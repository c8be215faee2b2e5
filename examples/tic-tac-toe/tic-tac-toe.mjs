import {
    Color,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    Script,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { chooseMove, findWinner } from './rules.mjs';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */
/** @import { Cell } from './rules.mjs' */

/**
 * Creates a material with a diffuse colour.
 *
 * @param {number} r - Red.
 * @param {number} g - Green.
 * @param {number} b - Blue.
 * @returns {StandardMaterial} The material.
 */
function material(r, g, b) {
    const m = new StandardMaterial();
    m.diffuse = new Color(r, g, b);
    m.update();
    return m;
}

/**
 * A game of tic-tac-toe on a 3 x 3 board lying on the XZ plane. Attach it
 * to an empty entity at the board's centre; it builds the board itself.
 * The player is X; the computer plays O when vsComputer is on.
 */
export class TicTacToe extends Script {
    static scriptName = 'ticTacToe';

    /**
     * The camera entity used to turn clicks into board positions.
     *
     * @attribute
     * @type {Entity|null}
     */
    camera = null;

    /**
     * Whether the computer plays O.
     *
     * @attribute
     */
    vsComputer = true;

    /** Distance between the centres of two cells. */
    cellSize = 1.1;

    /** @type {Cell[]} */
    board = Array(9).fill(null);

    /** @type {'X' | 'O'} */
    turn = 'X';

    over = false;

    /** Timer of the computer's pending move, or 0. */
    pendingMove = 0;

    /** @type {Entity[]} */
    tiles = [];

    materials = {
        tile: material(0.85, 0.85, 0.8),
        win: material(0.95, 0.8, 0.3),
        x: material(0.85, 0.25, 0.25),
        o: material(0.2, 0.45, 0.85)
    };

    near = new Vec3();

    far = new Vec3();

    initialize() {
        for (let i = 0; i < 9; i++) {
            const tile = new Entity(`tile-${i}`);
            tile.addComponent('render', { type: 'box', material: this.materials.tile });
            tile.setLocalScale(1, 0.2, 1);
            tile.setLocalPosition(this.cellX(i), -0.1, this.cellZ(i));
            this.entity.addChild(tile);
            this.tiles.push(tile);
        }

        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
        this.app.on('tictactoe:restart', this.restart, this);
        this.on('destroy', () => {
            window.clearTimeout(this.pendingMove);
            this.app.off('tictactoe:restart', this.restart, this);
        });
    }

    /** @param {number} i - Cell index. @returns {number} Local x of the cell. */
    cellX(i) {
        return ((i % 3) - 1) * this.cellSize;
    }

    /** @param {number} i - Cell index. @returns {number} Local z of the cell. */
    cellZ(i) {
        return (Math.floor(i / 3) - 1) * this.cellSize;
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        this.pick(event.x, event.y);
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) this.pick(touch.x, touch.y);
        event.event.preventDefault();
    }

    /**
     * Finds the cell under a screen position by intersecting the camera ray
     * with the board's plane (y = 0), then plays there.
     *
     * @param {number} x - Canvas x in CSS pixels.
     * @param {number} y - Canvas y in CSS pixels.
     */
    pick(x, y) {
        const camera = this.camera?.camera;
        if (!camera || this.over || (this.vsComputer && this.turn === 'O')) return;

        camera.screenToWorld(x, y, camera.nearClip, this.near);
        camera.screenToWorld(x, y, camera.farClip, this.far);
        const dy = this.far.y - this.near.y;
        if (Math.abs(dy) < 1e-6) return;
        const t = -this.near.y / dy;
        const hitX = this.near.x + (this.far.x - this.near.x) * t;
        const hitZ = this.near.z + (this.far.z - this.near.z) * t;

        // Board-local cell coordinates, 0 to 2 on each axis.
        const origin = this.entity.getPosition();
        const col = Math.round((hitX - origin.x) / this.cellSize) + 1;
        const row = Math.round((hitZ - origin.z) / this.cellSize) + 1;
        if (col < 0 || col > 2 || row < 0 || row > 2) return;

        this.play(row * 3 + col);
    }

    /** @param {number} index - Cell to place the current mark in. */
    play(index) {
        if (this.board[index] || this.over) return;

        this.board[index] = this.turn;
        this.placeMark(index, this.turn);

        const result = findWinner(this.board);
        if (result) {
            this.over = true;
            for (const i of result.line) {
                this.tiles[i].render?.meshInstances.forEach((mi) => { mi.material = this.materials.win; });
            }
            this.app.fire('tictactoe:end', result.winner);
            return;
        }
        if (this.board.every(Boolean)) {
            this.over = true;
            this.app.fire('tictactoe:end', null);
            return;
        }

        this.turn = this.turn === 'X' ? 'O' : 'X';
        this.app.fire('tictactoe:turn', this.turn);

        if (this.vsComputer && this.turn === 'O') {
            // A short delay makes the computer's move easy to follow.
            this.pendingMove = window.setTimeout(() => {
                this.pendingMove = 0;
                this.play(chooseMove(this.board, 'O'));
            }, 400);
        }
    }

    /**
     * @param {number} index - Cell index.
     * @param {'X' | 'O'} mark - The mark to place.
     */
    placeMark(index, mark) {
        const piece = new Entity(`mark-${index}`);
        piece.tags.add('mark');
        piece.setLocalPosition(this.cellX(index), 0.15, this.cellZ(index));
        if (mark === 'O') {
            piece.addComponent('render', { type: 'torus', material: this.materials.o });
            piece.setLocalScale(0.7, 0.7, 0.7);
        } else {
            // Two thin crossed boxes make the X.
            for (const angle of [45, -45]) {
                const bar = new Entity('bar');
                bar.addComponent('render', { type: 'box', material: this.materials.x });
                bar.setLocalScale(0.9, 0.15, 0.18);
                bar.setLocalEulerAngles(0, angle, 0);
                piece.addChild(bar);
            }
        }
        this.entity.addChild(piece);
    }

    restart() {
        window.clearTimeout(this.pendingMove);
        this.pendingMove = 0;
        for (const piece of this.entity.findByTag('mark')) piece.destroy();
        for (const tile of this.tiles) {
            tile.render?.meshInstances.forEach((mi) => { mi.material = this.materials.tile; });
        }
        this.board.fill(null);
        this.turn = 'X';
        this.over = false;
        this.app.fire('tictactoe:turn', this.turn);
    }
}

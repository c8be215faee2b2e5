import {
    EVENT_KEYDOWN,
    Entity,
    KEY_ENTER,
    Script,
    Vec3
} from 'playcanvas';
import { ROCK_SIZES, Rock, spawnRock } from './rocks.mjs';
import { Ship } from './ship.mjs';
import { VIEW, viewHalfWidth } from './wrap.mjs';

/** @import { GraphNode, KeyboardEvent } from 'playcanvas' */

/**
 * @param {GraphNode} node - A node found by tag.
 * @returns {node is Entity} Whether the node is an entity.
 */
const isEntity = node => node instanceof Entity;

/**
 * The rules of Space Rocks: waves of rocks, bullets that split them, lives
 * and the score. Collisions are circle tests in the plane of play: two
 * objects touch when their centres are closer than the sum of their radii.
 */
export class SpaceRocksGame extends Script {
    static scriptName = 'spaceRocksGame';

    /**
     * The ship entity with the Ship script.
     *
     * @attribute
     * @type {Entity|null}
     */
    ship = null;

    /**
     * Text element for the score.
     *
     * @attribute
     * @type {Entity|null}
     */
    scoreText = null;

    /**
     * Text element for messages.
     *
     * @attribute
     * @type {Entity|null}
     */
    messageText = null;

    /**
     * Small ship models that show the lives left, one per life.
     *
     * @attribute
     * @type {Entity[]}
     */
    lifeIcons = [];

    /**
     * Lives at the start of a game.
     *
     * @attribute
     */
    startLives = 3;

    /**
     * Seconds between losing a life and the ship coming back.
     *
     * @attribute
     */
    respawnDelay = 1.5;

    /** @type {'playing' | 'over'} */
    state = 'over';

    score = 0;

    lives = 0;

    wave = 0;

    respawnTimer = 0;

    waveTimer = 0;

    initialize() {
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });

        // Before the first game, a few rocks drift behind the title.
        if (this.ship) this.ship.enabled = false;
        this.spawnWave(4);
        this.updateLives();
        this.setText(this.messageText, 'SPACE ROCKS - press ENTER');
    }

    get shipScript() {
        return this.ship?.script?.get(Ship) ?? null;
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === KEY_ENTER && this.state === 'over') this.startGame();
    }

    startGame() {
        for (const node of [...this.app.root.findByTag('rock'), ...this.app.root.findByTag('bullet')]) {
            node.destroy();
        }
        this.state = 'playing';
        this.score = 0;
        this.lives = this.startLives;
        this.wave = 0;
        this.addScore(0);
        this.updateLives();
        this.setText(this.messageText, '');
        this.respawnShip();
        this.nextWave();
    }

    nextWave() {
        this.wave += 1;
        this.spawnWave(Math.min(2 + this.wave, 8));
    }

    /**
     * Creates large rocks along the screen edges, moving in random directions.
     *
     * @param {number} count - Number of rocks.
     */
    spawnWave(count) {
        const halfW = viewHalfWidth(this.app);
        for (let i = 0; i < count; i++) {
            // Start on the edge so that no rock appears on top of the ship.
            const onSide = Math.random() < 0.5;
            const position = onSide ?
                new Vec3(Math.sign(Math.random() - 0.5) * halfW, (Math.random() * 2 - 1) * VIEW.halfHeight, 0) :
                new Vec3((Math.random() * 2 - 1) * halfW, Math.sign(Math.random() - 0.5) * VIEW.halfHeight, 0);
            const angle = Math.random() * Math.PI * 2;
            const speed = ROCK_SIZES[3].speed * (0.7 + Math.random() * 0.6);
            spawnRock(this.app, 3, position, new Vec3(Math.cos(angle) * speed, Math.sin(angle) * speed, 0));
        }
    }

    respawnShip() {
        if (!this.ship) return;
        this.shipScript?.respawn(2.5);
        this.ship.enabled = true;
    }

    /**
     * Scores a rock, removes it and, unless it was small, replaces it with
     * two smaller, faster rocks flying apart.
     *
     * @param {Entity} rock - The rock that was hit.
     */
    breakRock(rock) {
        const rockScript = rock.script?.get(Rock);
        if (!rockScript) return;
        const size = /** @type {1 | 2 | 3} */ (rockScript.size);
        if (this.state === 'playing') this.addScore(ROCK_SIZES[size].points);

        if (size > 1) {
            const smaller = /** @type {1 | 2} */ (size - 1);
            const heading = Math.atan2(rockScript.velocity.y, rockScript.velocity.x);
            const speed = ROCK_SIZES[smaller].speed * (0.8 + Math.random() * 0.4);
            for (const side of [-1, 1]) {
                // Each piece turns 20 to 50 degrees away from the old heading.
                const angle = heading + side * (0.35 + Math.random() * 0.5);
                const velocity = new Vec3(Math.cos(angle) * speed, Math.sin(angle) * speed, 0);
                spawnRock(this.app, smaller, rock.getPosition(), velocity);
            }
        }
        rock.destroy();
        this.app.fire('rock:broken', size);
    }

    loseLife() {
        if (!this.ship) return;
        this.ship.enabled = false;
        this.lives -= 1;
        this.updateLives();
        this.app.fire('ship:destroyed');

        if (this.lives > 0) {
            this.respawnTimer = this.respawnDelay;
        } else {
            this.state = 'over';
            this.setText(this.messageText, `GAME OVER - ${this.score} points - press ENTER`);
        }
    }

    /** @param {number} points - Points to add. */
    addScore(points) {
        this.score += points;
        this.setText(this.scoreText, String(this.score).padStart(5, '0'));
    }

    updateLives() {
        this.lifeIcons.forEach((icon, i) => {
            icon.enabled = i < this.lives;
        });
    }

    /**
     * @param {Entity|null} entity - A text element entity.
     * @param {string} text - The new text.
     */
    setText(entity, text) {
        if (entity?.element) entity.element.text = text;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        // Keep the life icons in the top-left corner, whatever the aspect ratio.
        const halfW = viewHalfWidth(this.app);
        this.lifeIcons.forEach((icon, i) => {
            icon.setPosition(-halfW + 1 + i * 0.9, VIEW.halfHeight - 1.2, 0);
        });

        if (this.respawnTimer > 0) {
            this.respawnTimer -= dt;
            if (this.respawnTimer <= 0) this.respawnShip();
        }

        this.checkCollisions();

        // A new wave shortly after the last rock is gone.
        if (this.state === 'playing' && this.app.root.findByTag('rock').length === 0) {
            if (this.waveTimer === 0) this.waveTimer = 1.5;
            this.waveTimer = Math.max(0, this.waveTimer - dt);
            if (this.waveTimer === 0) this.nextWave();
        }
    }

    checkCollisions() {
        const rocks = this.app.root.findByTag('rock').filter(isEntity);
        const bullets = this.app.root.findByTag('bullet');

        for (const bullet of bullets) {
            const b = bullet.getPosition();
            for (const rock of rocks) {
                // A destroyed entity has no parent any more.
                if (!rock.parent) continue;
                const radius = rock.script?.get(Rock)?.radius ?? 1;
                if (b.distance(rock.getPosition()) < radius) {
                    bullet.destroy();
                    this.breakRock(rock);
                    break;
                }
            }
        }

        const ship = this.ship;
        const shipScript = this.shipScript;
        if (!ship?.enabled || !shipScript || shipScript.invulnerable > 0) return;

        const s = ship.getPosition();
        for (const rock of rocks) {
            if (!rock.parent) continue;
            const radius = rock.script?.get(Rock)?.radius ?? 1;
            if (s.distance(rock.getPosition()) < radius + shipScript.radius) {
                this.breakRock(rock);
                this.loseLife();
                return;
            }
        }
    }
}

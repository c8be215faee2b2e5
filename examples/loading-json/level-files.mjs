// Two level files as JSON text. In a project these would be files such as
// public/levels/steps.json; here they are made in memory so the example needs
// nothing from the server.
const STEPS = `{
  "title": "Steps",
  "spacing": 1.1,
  "colors": ["#e4572e", "#f3a712", "#4c9f70", "#3d8fd1"],
  "heights": [
    [1, 2, 3, 4],
    [1, 2, 3, 3],
    [1, 2, 2, 2],
    [1, 1, 1, 1]
  ]
}`;

const PYRAMID = `{
  "title": "Pyramid",
  "spacing": 1.05,
  "colors": ["#29335c", "#3d8fd1", "#f3a712"],
  "heights": [
    [1, 1, 1, 1, 1],
    [1, 2, 2, 2, 1],
    [1, 2, 3, 2, 1],
    [1, 2, 2, 2, 1],
    [1, 1, 1, 1, 1]
  ]
}`;

/**
 * Returns object URLs of the level files, in play order.
 *
 * @returns {{ name: string, url: string }[]} File names and their URLs.
 */
export function createLevelFiles() {
    return [['steps.json', STEPS], ['pyramid.json', PYRAMID]].map(([name, text]) => ({
        name,
        url: URL.createObjectURL(new Blob([text], { type: 'application/json' }))
    }));
}

const preset = require('../../jest.preset.js')('unit');

// The web application's plain logic (web/src) is tested here too; its pages in a real browser (test/).
module.exports = { ...preset, roots: ['<rootDir>/src', '<rootDir>/web/src'] };

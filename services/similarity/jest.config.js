module.exports = {
  ...require('../../jest.preset.js')('unit'),
  testEnvironment: require.resolve('./jest.environment.js'),
};

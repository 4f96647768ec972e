module.exports = {
  ...require('../../jest.preset.js')('integration'),
  testEnvironment: require.resolve('./jest.environment.js'),
};

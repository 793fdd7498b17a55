// Jest stand-in for a stylesheet imported as text (webpack `asset/source`).
module.exports = '';

@ok @not ok
Feature: Tags with spaces

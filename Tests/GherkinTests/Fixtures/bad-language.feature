# language: xx-none
Feature: Unknown language

/// Finding what came last at or before a time in a list kept in time order.
enum TimeSearch {
  /// The index of the last of `times` (in ascending order) at or before `time`, by binary
  /// search: the formats look one up per utterance, and a scan per utterance made a run of
  /// 20,000 interactions take 50 s to print.
  static func lastIndex(in times: [Int], atOrBefore time: Int) -> Int? {
    var low = 0
    var high = times.count
    while low < high {
      let middle = low + (high - low) / 2
      if times[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }
}

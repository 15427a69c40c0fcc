extension PhotoIndex {
  /// How each scoring plan matched photo `ordinal`: per plan and field, the best source.
  /// - Complexity: O(*s* log *p*) for *s* sources of up to *p* postings.
  func explain(_ ordinal: UInt32, _ plans: [MatchPlan]) -> [MatchExplanation] {
    let norms = lengthNorms()
    var result: [MatchExplanation] = []
    for plan in plans {
      let role: MatchExplanation.Role
      switch plan.role {
      case .term, .filter: role = .term
      case .label(_, let confidence): role = .label(confidence: confidence)
      case .phrase: role = .phrase
      }
      var bestPerField: [PhotoField: MatchExplanation] = [:]
      for source in plan.sources {
        let list = postings[source.slot]
        let position = list.seekPosting(ordinal: ordinal, from: 0)
        guard position < list.count, Posting.ordinal(list[position]) == ordinal,
          let option = source.option(for: list[position]),
          let weight = weight(of: list[position], in: source, norms: norms)
        else { continue }
        if let current = bestPerField[source.field], current.weight >= Double(weight) { continue }
        bestPerField[source.field] = MatchExplanation(
          term: plan.text, role: role, field: source.field, tier: option.tier,
          matched: keys.text(of: source.key), weight: Double(weight))
      }
      result += bestPerField.values.sorted { $0.field.rawValue < $1.field.rawValue }
    }
    return result
  }
}

import ComponentModel
import Controls
import Core

/// `platforms: { android: { variant: checkbox } }` and a line break: the part of a component
/// file that runs `variant` on `platform`, which evidence tests add to a component's settings;
/// `extra` goes on in the platform's mapping (`, state: mixed`).
package func platformLine(_ platform: Platform, _ variant: String, _ extra: String = "")
  -> String
{
  "platforms: { \(platform.rawValue): { variant: \(variant)\(extra) } }\n"
}

/// The control `make` sets up for `variant` on its platform, from `configuration` as `change`
/// leaves it: each control's behaviour tests name their control's defaults and `init` once.
package func build<Variant: ControlVariant, Configuration: ControlConfiguration, Built>(
  _ variant: Variant, from configuration: Configuration,
  _ change: (inout Configuration) -> Void,
  _ make: (Platform, PlatformSetup) throws(ConfigurationError) -> Built
) throws(ConfigurationError) -> Built {
  var configuration = configuration
  change(&configuration)
  return try make(
    variant.platform,
    PlatformSetup(variant: variant.id, nativeName: variant.nativeName, configuration: configuration)
  )
}
